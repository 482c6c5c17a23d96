import { relations } from "drizzle-orm";
import {
  categories,
  colors,
  productCategories,
  productColors,
  productSizes,
  productSubCategories,
  products,
  sizes,
  subCategories,
} from "./catalogue";
import { blogCategories, blogPosts, projectChildCategories, projectSubCategories, projects } from "./content";
import { customers, wishlists } from "./customers";
import { orderItems, orders } from "./orders";
import { reviews } from "./reviews";

export const categoriesRelations = relations(categories, ({ many }) => ({
  subCategories: many(subCategories),
}));

export const subCategoriesRelations = relations(subCategories, ({ one }) => ({
  category: one(categories, { fields: [subCategories.categoryId], references: [categories.id] }),
}));

export const productsRelations = relations(products, ({ many }) => ({
  categories: many(productCategories),
  subCategories: many(productSubCategories),
  colors: many(productColors),
  sizes: many(productSizes),
}));

export const productCategoriesRelations = relations(productCategories, ({ one }) => ({
  product: one(products, { fields: [productCategories.productId], references: [products.id] }),
  category: one(categories, { fields: [productCategories.categoryId], references: [categories.id] }),
}));

export const productSubCategoriesRelations = relations(productSubCategories, ({ one }) => ({
  product: one(products, { fields: [productSubCategories.productId], references: [products.id] }),
  subCategory: one(subCategories, {
    fields: [productSubCategories.subCategoryId],
    references: [subCategories.id],
  }),
}));

export const productColorsRelations = relations(productColors, ({ one, many }) => ({
  product: one(products, { fields: [productColors.productId], references: [products.id] }),
  color: one(colors, { fields: [productColors.colorId], references: [colors.id] }),
  sizes: many(productSizes),
}));

export const productSizesRelations = relations(productSizes, ({ one }) => ({
  product: one(products, { fields: [productSizes.productId], references: [products.id] }),
  productColor: one(productColors, {
    fields: [productSizes.productColorId],
    references: [productColors.id],
  }),
  size: one(sizes, { fields: [productSizes.sizeId], references: [sizes.id] }),
}));

export const ordersRelations = relations(orders, ({ many }) => ({
  items: many(orderItems),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  customer: one(customers, { fields: [reviews.customerId], references: [customers.id] }),
}));

export const wishlistsRelations = relations(wishlists, ({ one }) => ({
  product: one(products, { fields: [wishlists.productId], references: [products.id] }),
}));

export const projectSubCategoriesRelations = relations(projectSubCategories, ({ many }) => ({
  childCategories: many(projectChildCategories),
}));

export const projectChildCategoriesRelations = relations(projectChildCategories, ({ many }) => ({
  projects: many(projects),
}));

export const projectsRelations = relations(projects, ({ one }) => ({
  childCategory: one(projectChildCategories, {
    fields: [projects.childCategoryId],
    references: [projectChildCategories.id],
  }),
}));

export const blogPostsRelations = relations(blogPosts, ({ one }) => ({
  blogCategory: one(blogCategories, { fields: [blogPosts.blogCategoryId], references: [blogCategories.id] }),
}));
