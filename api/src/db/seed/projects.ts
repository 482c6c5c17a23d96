import { newId } from "@api/lib/ids";
import type * as schema from "../schema";
import { sceneImage } from "./content";
import type { FurnitureKind } from "./media";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

type ProjectDef = { slug: string; name: string; wall: string; floor: string; pieces: [FurnitureKind, string][] };

/** Category > sub-category > child category (the spec's "project group") > projects. */
const PROJECT_CATEGORIES: {
  slug: string;
  name: string;
  seoDescription: string;
  seoKeywords: string;
  subs: { name: string; groups: { name: string; projects: ProjectDef[] }[] }[];
}[] = [
  {
    slug: "residential-interiors",
    name: "Residential Interiors",
    seoDescription:
      "Homes furnished end to end by the Woodnest projects team: apartments, villas and farmhouses across India.",
    seoKeywords: "home interiors, apartment furniture, villa interiors, residential furniture india",
    subs: [
      {
        name: "Apartments",
        groups: [
          {
            name: "3 BHK Homes",
            projects: [
              {
                slug: "dlf-gurugram-3bhk",
                name: "3 BHK at DLF Phase 5, Gurugram",
                wall: "#efe4d6",
                floor: "#b08d6a",
                pieces: [
                  ["floor-lamp", "#c39a3c"],
                  ["sofa", "#1f3a5f"],
                  ["coffee-table", "#7a4a2a"],
                ],
              },
              {
                slug: "powai-family-home",
                name: "Family home in Powai, Mumbai",
                wall: "#e4e9ef",
                floor: "#a57c55",
                pieces: [
                  ["side-table", "#a0652d"],
                  ["bed", "#8a8d91"],
                  ["wardrobe", "#5c3a21"],
                ],
              },
            ],
          },
          {
            name: "Compact Homes",
            projects: [
              {
                slug: "koramangala-studio",
                name: "Studio apartment in Koramangala, Bengaluru",
                wall: "#e3ece6",
                floor: "#c9a27a",
                pieces: [
                  ["bookshelf", "#b7834f"],
                  ["desk", "#d8b98a"],
                  ["office-chair", "#1e7a5a"],
                ],
              },
              {
                slug: "salt-lake-2bhk",
                name: "2 BHK in Salt Lake, Kolkata",
                wall: "#f3e3dc",
                floor: "#b48e66",
                pieces: [
                  ["ottoman", "#b5502f"],
                  ["sofa", "#d4a017"],
                  ["lamp", "#2b2b2b"],
                ],
              },
            ],
          },
        ],
      },
      {
        name: "Villas & Farmhouses",
        groups: [
          {
            name: "Independent Villas",
            projects: [
              {
                slug: "jubilee-hills-villa",
                name: "Villa in Jubilee Hills, Hyderabad",
                wall: "#f1e6d0",
                floor: "#8c5a35",
                pieces: [
                  ["dining-chair", "#1e7a5a"],
                  ["dining-table", "#7a4a2a"],
                  ["pendant-lamp", "#c2a476"],
                ],
              },
            ],
          },
          {
            name: "Farmhouses",
            projects: [
              {
                slug: "chhatarpur-farmhouse",
                name: "Farmhouse in Chhatarpur, New Delhi",
                wall: "#dfeadf",
                floor: "#9c8a6e",
                pieces: [
                  ["planter", "#b8633d"],
                  ["swing", "#c9a66b"],
                  ["bench", "#a0652d"],
                ],
              },
              {
                slug: "alibaug-weekend-home",
                name: "Weekend home in Alibaug",
                wall: "#efe4d6",
                floor: "#a57c55",
                pieces: [
                  ["armchair", "#c9a66b"],
                  ["coffee-table", "#a0652d"],
                  ["armchair", "#c9a66b"],
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: "commercial-institutional",
    name: "Commercial & Institutional",
    seoDescription: "Offices, hotels, cafes and schools furnished by Woodnest, from design to installation.",
    seoKeywords: "office furniture, hotel furniture, school furniture, cafe furniture, commercial interiors india",
    subs: [
      {
        name: "Workspaces",
        groups: [
          {
            name: "Corporate Offices",
            projects: [
              {
                slug: "cyber-city-office",
                name: "Tech office at Cyber City, Gurugram",
                wall: "#e3ece6",
                floor: "#8a8d91",
                pieces: [
                  ["office-chair", "#2b2b2b"],
                  ["desk", "#5c3a21"],
                  ["office-chair", "#2b2b2b"],
                ],
              },
              {
                slug: "bkc-law-chambers",
                name: "Law chambers at BKC, Mumbai",
                wall: "#ece7df",
                floor: "#8c5a35",
                pieces: [
                  ["bookshelf", "#5c3a21"],
                  ["desk", "#7a4a2a"],
                  ["armchair", "#1f3a5f"],
                ],
              },
            ],
          },
          {
            name: "Co-working Spaces",
            projects: [
              {
                slug: "indiranagar-coworking",
                name: "Co-working floor in Indiranagar, Bengaluru",
                wall: "#dfe6ea",
                floor: "#b9966f",
                pieces: [
                  ["stool", "#3d3d3d"],
                  ["dining-table", "#b7834f"],
                  ["pendant-lamp", "#2b2b2b"],
                ],
              },
            ],
          },
        ],
      },
      {
        name: "Hospitality",
        groups: [
          {
            name: "Boutique Hotels",
            projects: [
              {
                slug: "udaipur-lakeside-hotel",
                name: "Lakeside boutique hotel, Udaipur",
                wall: "#f1e6d0",
                floor: "#a57c55",
                pieces: [
                  ["side-table", "#a0652d"],
                  ["bed", "#b5502f"],
                  ["lamp", "#c39a3c"],
                ],
              },
            ],
          },
          {
            name: "Cafes & Restaurants",
            projects: [
              {
                slug: "park-street-cafe",
                name: "Cafe on Park Street, Kolkata",
                wall: "#f3e3dc",
                floor: "#9c8a6e",
                pieces: [
                  ["dining-chair", "#c9a66b"],
                  ["side-table", "#3d3d3d"],
                  ["dining-chair", "#c9a66b"],
                ],
              },
            ],
          },
        ],
      },
      {
        name: "Education",
        groups: [
          {
            name: "Schools & Libraries",
            projects: [
              {
                slug: "dehradun-school-library",
                name: "School library in Dehradun",
                wall: "#e4e9ef",
                floor: "#b08d6a",
                pieces: [
                  ["bookshelf", "#a0652d"],
                  ["dining-table", "#d8b98a"],
                  ["bookshelf", "#a0652d"],
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

const ALT_VIEWS = ["overview", "another corner", "detail", "evening light"];
/** Alternate views shift the palette so a gallery does not repeat one picture. */
const ALT_WALLS = ["#f6efe4", "#e9eef2", "#efe9f2", "#eef3ea"];

export function buildProjects() {
  const projectCategories: Insert<typeof schema.projectCategories>[] = [];
  const projectSubCategories: Insert<typeof schema.projectSubCategories>[] = [];
  const projectChildCategories: Insert<typeof schema.projectChildCategories>[] = [];
  const projects: Insert<typeof schema.projects>[] = [];

  PROJECT_CATEGORIES.forEach((c, position) => {
    const categoryId = newId();
    const first = c.subs[0].groups[0].projects[0];
    projectCategories.push({
      id: categoryId,
      name: c.name,
      slug: c.slug,
      position,
      seoTitle: `${c.name} Projects | Woodnest`,
      seoDescription: c.seoDescription,
      seoKeywords: c.seoKeywords,
      bannerImage: sceneImage(`projects/${c.slug}-banner`, 1600, 500, `${c.name} by Woodnest`, first),
    });
    c.subs.forEach((s, subPosition) => {
      const subId = newId();
      projectSubCategories.push({ id: subId, projectCategoryId: categoryId, name: s.name, position: subPosition });
      s.groups.forEach((g, groupPosition) => {
        const groupId = newId();
        projectChildCategories.push({
          id: groupId,
          projectSubCategoryId: subId,
          name: g.name,
          position: groupPosition,
        });
        g.projects.forEach((p, projectPosition) => {
          const count = 2 + ((projectPosition + groupPosition + subPosition) % 3);
          const images = Array.from({ length: count }, (_, i) =>
            sceneImage(`projects/${p.slug}-${i + 1}`, 1200, 800, `${p.name}, ${ALT_VIEWS[i]}`, {
              wall: i === 0 ? p.wall : ALT_WALLS[i],
              floor: p.floor,
              // Each view reorders the room so the gallery reads as different angles.
              pieces:
                i === 0
                  ? p.pieces
                  : [...p.pieces.slice(i % p.pieces.length), ...p.pieces.slice(0, i % p.pieces.length)],
            }),
          );
          projects.push({
            id: newId(),
            childCategoryId: groupId,
            name: p.name,
            defaultImage: images[0],
            images,
            position: projectPosition,
          });
        });
      });
    });
  });

  return { projectCategories, projectSubCategories, projectChildCategories, projects };
}
