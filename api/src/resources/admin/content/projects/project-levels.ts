import { asc, count, eq } from "drizzle-orm";
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

export const subCategoryLevel: ProjectLevel = {
  entity: "project_sub_category",
  label: "Sub-category",
  parentLabel: "Project category",
  async locked(tx, id) {
    const [row] = await tx
      .select({
        id: projectSubCategories.id,
        name: projectSubCategories.name,
        parentId: projectSubCategories.projectCategoryId,
        position: projectSubCategories.position,
      })
      .from(projectSubCategories)
      .where(eq(projectSubCategories.id, id))
      .for("update");
    return row;
  },
  async lockedParent(tx, parentId) {
    return (
      (
        await tx
          .select({ id: projectCategories.id })
          .from(projectCategories)
          .where(eq(projectCategories.id, parentId))
          .for("update")
      ).length > 0
    );
  },
  siblings: (tx, parentId) =>
    tx
      .select({
        id: projectSubCategories.id,
        name: projectSubCategories.name,
        parentId: projectSubCategories.projectCategoryId,
        position: projectSubCategories.position,
      })
      .from(projectSubCategories)
      .where(eq(projectSubCategories.projectCategoryId, parentId))
      .orderBy(asc(projectSubCategories.position), asc(projectSubCategories.name))
      .for("update"),
  async insert(tx, parentId, name, position) {
    const [row] = await tx
      .insert(projectSubCategories)
      .values({ id: newId(), projectCategoryId: parentId, name, position })
      .returning();
    return { id: row.id, name: row.name, parentId, position: row.position };
  },
  async rename(tx, id, name) {
    await tx.update(projectSubCategories).set({ name }).where(eq(projectSubCategories.id, id));
  },
  async place(tx, id, position) {
    await tx.update(projectSubCategories).set({ position }).where(eq(projectSubCategories.id, id));
  },
  async remove(tx, id) {
    await tx.delete(projectSubCategories).where(eq(projectSubCategories.id, id));
  },
  async contents(tx, id) {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(projectChildCategories)
      .where(eq(projectChildCategories.projectSubCategoryId, id));
    return n > 0 ? plural(n, "group") : null;
  },
};

export const groupLevel: ProjectLevel = {
  entity: "project_group",
  label: "Group",
  parentLabel: "Sub-category",
  async locked(tx, id) {
    const [row] = await tx
      .select({
        id: projectChildCategories.id,
        name: projectChildCategories.name,
        parentId: projectChildCategories.projectSubCategoryId,
        position: projectChildCategories.position,
      })
      .from(projectChildCategories)
      .where(eq(projectChildCategories.id, id))
      .for("update");
    return row;
  },
  async lockedParent(tx, parentId) {
    return (
      (
        await tx
          .select({ id: projectSubCategories.id })
          .from(projectSubCategories)
          .where(eq(projectSubCategories.id, parentId))
          .for("update")
      ).length > 0
    );
  },
  siblings: (tx, parentId) =>
    tx
      .select({
        id: projectChildCategories.id,
        name: projectChildCategories.name,
        parentId: projectChildCategories.projectSubCategoryId,
        position: projectChildCategories.position,
      })
      .from(projectChildCategories)
      .where(eq(projectChildCategories.projectSubCategoryId, parentId))
      .orderBy(asc(projectChildCategories.position), asc(projectChildCategories.name))
      .for("update"),
  async insert(tx, parentId, name, position) {
    const [row] = await tx
      .insert(projectChildCategories)
      .values({ id: newId(), projectSubCategoryId: parentId, name, position })
      .returning();
    return { id: row.id, name: row.name, parentId, position: row.position };
  },
  async rename(tx, id, name) {
    await tx.update(projectChildCategories).set({ name }).where(eq(projectChildCategories.id, id));
  },
  async place(tx, id, position) {
    await tx.update(projectChildCategories).set({ position }).where(eq(projectChildCategories.id, id));
  },
  async remove(tx, id) {
    await tx.delete(projectChildCategories).where(eq(projectChildCategories.id, id));
  },
  async contents(tx, id) {
    const [{ n }] = await tx.select({ n: count() }).from(projects).where(eq(projects.childCategoryId, id));
    return n > 0 ? plural(n, "project") : null;
  },
};

/** A project is added with a placeholder picture until its default picture is uploaded (as a testimonial's). */
export const projectLevel: ProjectLevel = {
  entity: "project",
  label: "Project",
  parentLabel: "Group",
  async locked(tx, id) {
    const [row] = await tx
      .select({ id: projects.id, name: projects.name, parentId: projects.childCategoryId, position: projects.position })
      .from(projects)
      .where(eq(projects.id, id))
      .for("update");
    return row;
  },
  lockedParent: async (tx, parentId) =>
    (
      await tx
        .select({ id: projectChildCategories.id })
        .from(projectChildCategories)
        .where(eq(projectChildCategories.id, parentId))
        .for("update")
    ).length > 0,
  siblings: (tx, parentId) =>
    tx
      .select({ id: projects.id, name: projects.name, parentId: projects.childCategoryId, position: projects.position })
      .from(projects)
      .where(eq(projects.childCategoryId, parentId))
      .orderBy(asc(projects.position), asc(projects.name))
      .for("update"),
  async insert(tx, parentId, name, position) {
    const [row] = await tx
      .insert(projects)
      .values({ id: newId(), childCategoryId: parentId, name, defaultImage: placeholderImage(name), position })
      .returning();
    return { id: row.id, name: row.name, parentId, position: row.position };
  },
  async rename(tx, id, name) {
    await tx.update(projects).set({ name }).where(eq(projects.id, id));
  },
  async place(tx, id, position) {
    await tx.update(projects).set({ position }).where(eq(projects.id, id));
  },
  async remove(tx, id) {
    await tx.delete(projects).where(eq(projects.id, id));
  },
  // A project holds only its pictures: it may always be removed.
  contents: async () => null,
};
