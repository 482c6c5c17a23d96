import { asc, count, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@api/db/client";
import { projectCategories, projectChildCategories, projectSubCategories, projects } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { placeholderImage } from "@api/lib/placeholder-image";

/** A named row placed among the siblings under one parent. */
type Placed = { id: string; name: string; parentId: string; position: number };

/**
 * The three nested levels of the project gallery (sub-category, group, project) behave alike:
 * added last under a parent, renamed, moved among their siblings and removed. Each level says how
 * it reads and writes its own table, so one set of handlers serves all three.
 */
export type ProjectLevel = {
  /** The audit row's entity type and the first word of its action. */
  entity: string;
  label: string;
  parentLabel: string;
  /** Locks and reads one row; undefined when there is none. */
  locked(tx: DbOrTx, id: string): Promise<Placed | undefined>;
  /** Locks the parent row, so two adds under it cannot take one position. */
  lockedParent(tx: DbOrTx, parentId: string): Promise<boolean>;
  /** Locks and reads the siblings under a parent, in their shown order. */
  siblings(tx: DbOrTx, parentId: string): Promise<Placed[]>;
  insert(tx: DbOrTx, parentId: string, name: string, position: number): Promise<Placed>;
  rename(tx: DbOrTx, id: string, name: string): Promise<void>;
  place(tx: DbOrTx, id: string, position: number): Promise<void>;
  remove(tx: DbOrTx, id: string): Promise<void>;
  /** What is inside the row, which keeps it from being removed ("2 groups"), or null when it is empty. */
  contents(tx: DbOrTx, id: string): Promise<string | null>;
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

type TextColumn = AnyPgColumn<{ data: string; notNull: true }>;

/** How one level is kept: its table, its link to the parent, the parent's table, and what a new row holds besides its name and place. */
type LevelTables = {
  table: PgTable & { id: TextColumn; name: TextColumn; position: AnyPgColumn<{ data: number; notNull: true }> };
  /** The row's column naming its parent. */
  parentId: TextColumn;
  parentTable: PgTable & { id: TextColumn };
  /** The new row's values: its id, name and position, and its parent's id under the level's own key. */
  newRow(parentId: string, name: string, position: number): object;
};

function projectLevelOf(
  words: Pick<ProjectLevel, "entity" | "label" | "parentLabel" | "contents">,
  { table, parentId, parentTable, newRow }: LevelTables,
): ProjectLevel {
  const placed = { id: table.id, name: table.name, parentId, position: table.position };
  return {
    ...words,
    async locked(tx, id) {
      const [row] = await tx.select(placed).from(table).where(eq(table.id, id)).for("update");
      return row;
    },
    lockedParent: async (tx, id) =>
      (await tx.select({ id: parentTable.id }).from(parentTable).where(eq(parentTable.id, id)).for("update")).length >
      0,
    siblings: (tx, id) =>
      tx.select(placed).from(table).where(eq(parentId, id)).orderBy(asc(table.position), asc(table.name)).for("update"),
    async insert(tx, id, name, position) {
      const [row] = await tx
        .insert(table)
        .values(newRow(id, name, position))
        .returning({ id: table.id, name: table.name, position: table.position });
      return { ...row, parentId: id };
    },
    async rename(tx, id, name) {
      await tx.update(table).set({ name }).where(eq(table.id, id));
    },
    async place(tx, id, position) {
      await tx.update(table).set({ position }).where(eq(table.id, id));
    },
    async remove(tx, id) {
      await tx.delete(table).where(eq(table.id, id));
    },
  };
}

export const subCategoryLevel = projectLevelOf(
  {
    entity: "project_sub_category",
    label: "Sub-category",
    parentLabel: "Project category",
    async contents(tx, id) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(projectChildCategories)
        .where(eq(projectChildCategories.projectSubCategoryId, id));
      return n > 0 ? plural(n, "group") : null;
    },
  },
  {
    table: projectSubCategories,
    parentId: projectSubCategories.projectCategoryId,
    parentTable: projectCategories,
    newRow: (projectCategoryId, name, position): typeof projectSubCategories.$inferInsert => ({
      id: newId(),
      projectCategoryId,
      name,
      position,
    }),
  },
);

export const groupLevel = projectLevelOf(
  {
    entity: "project_group",
    label: "Group",
    parentLabel: "Sub-category",
    async contents(tx, id) {
      const [{ n }] = await tx.select({ n: count() }).from(projects).where(eq(projects.childCategoryId, id));
      return n > 0 ? plural(n, "project") : null;
    },
  },
  {
    table: projectChildCategories,
    parentId: projectChildCategories.projectSubCategoryId,
    parentTable: projectSubCategories,
    newRow: (projectSubCategoryId, name, position): typeof projectChildCategories.$inferInsert => ({
      id: newId(),
      projectSubCategoryId,
      name,
      position,
    }),
  },
);

/** A project is added with a placeholder picture until its default picture is uploaded (as a testimonial's). */
export const projectLevel = projectLevelOf(
  {
    entity: "project",
    label: "Project",
    parentLabel: "Group",
    // A project holds only its pictures: it may always be removed.
    contents: async () => null,
  },
  {
    table: projects,
    parentId: projects.childCategoryId,
    parentTable: projectChildCategories,
    newRow: (childCategoryId, name, position): typeof projects.$inferInsert => ({
      id: newId(),
      childCategoryId,
      name,
      defaultImage: placeholderImage(name),
      position,
    }),
  },
);
