/** Conform's constraint of one field: the HTML attributes that hold without JavaScript. */
export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
};

/** A form's constraints by field name, as the loaders send them (app/lib/forms.server.ts). */
export type FormConstraint = Record<string, FieldConstraint>;
