import type { MetaDescriptor } from "@remix-run/node";

/** Every back-office page's title; search engines are asked to keep out (the pages need a sign-in anyway). */
export const adminMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} | Woodnest back office` },
  { name: "robots", content: "noindex, nofollow" },
];
