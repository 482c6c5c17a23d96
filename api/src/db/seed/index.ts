import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";
import * as schema from "../schema";
import { buildCatalog } from "./catalog";
import { COUPONS, PINCODES } from "./commerce";
import { buildContent } from "./content";
import { buildGstReturns } from "./gst-returns";
import { buildOrders } from "./orders";
import { buildPeople } from "./people";
import { buildProjects } from "./projects";

/** The whole demo shop as rows, built in memory without touching a database. */
export function buildDemoShop() {
  const catalog = buildCatalog();
  const people = buildPeople(catalog.productIdBySlug);
  const content = buildContent(catalog.categories.map((c) => c.slug));
  const projects = buildProjects();
  const demoOrders = buildOrders(catalog, people.customers);
  const gstReturns = buildGstReturns(catalog, people.customers);

  // Listed in foreign-key order: each table only points at tables above it.
  const tables: [PgTable, Record<string, unknown>[]][] = [
    [schema.categories, catalog.categories],
    [schema.subCategories, catalog.subCategories],
    [schema.colors, catalog.colors],
    [schema.sizes, catalog.sizes],
    [schema.products, catalog.products],
    [schema.productCategories, catalog.productCategories],
    [schema.productSubCategories, catalog.productSubCategories],
    [schema.productColors, catalog.productColors],
    [schema.productSizes, catalog.productSizes],
    [schema.pincodes, PINCODES],
    [schema.coupons, COUPONS],
    [schema.customers, people.customers],
    [schema.reviews, people.reviews],
    [schema.orders, demoOrders.orders],
    [schema.orderItems, demoOrders.orderItems],
    [schema.orderEvents, demoOrders.orderEvents],
    [schema.orders, gstReturns.orders],
    [schema.orderItems, gstReturns.orderItems],
    [schema.orderEvents, gstReturns.orderEvents],
    [schema.taxDocumentSeries, gstReturns.taxDocumentSeries],
    [schema.taxDocuments, gstReturns.taxDocuments],
    [schema.taxDocumentLines, gstReturns.taxDocumentLines],
    [schema.blogCategories, content.blogCategories],
    [schema.blogPosts, content.blogPosts],
    [schema.testimonials, content.testimonials],
    [schema.faqs, content.faqs],
    [schema.siteContent, content.siteContent],
    [schema.projectCategories, projects.projectCategories],
    [schema.projectSubCategories, projects.projectSubCategories],
    [schema.projectChildCategories, projects.projectChildCategories],
    [schema.projects, projects.projects],
  ];
  return tables;
}

/** Keeps each statement well under PostgreSQL's 65535 bind parameters. */
const CHUNK = 500;

/** Fills an empty database with the demo shop, in one transaction. */
export async function seedDemoShop(db: Db): Promise<void> {
  const tables = buildDemoShop();
  await db.transaction(async (tx) => {
    for (const [table, rows] of tables) {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await tx.insert(table).values(rows.slice(i, i + CHUNK));
      }
    }
  });
}
