/**
 * Text typed by the public (an enquiry's message, a name) opened in a spreadsheet: a cell that
 * starts with = + - @ (or a tab or carriage return) would run as a formula, so it gets a leading
 * apostrophe, which spreadsheets show as plain text (OWASP's "CSV injection").
 */
export const spreadsheetSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
