import { newId } from "@api/lib/ids";
import { ORDER_SETTINGS_KEY, orderSettingsDocument } from "@api/resources/admin/settings/order-settings/order-settings";
import { GST_SETTINGS_KEY } from "@api/resources/admin/settings/gst-settings/gst-settings";
import type { GstSettings } from "@api/validation/gst-settings";
import {
  DEFAULT_COD_CALL_AFTER_HOURS,
  DEFAULT_RETURN_WINDOW_DAYS,
  type OrderSettings,
} from "@api/validation/order-settings";
import { cleanHtml } from "@api/lib/rich-text";
import type * as schema from "../schema";
import { daysBeforeBase } from "./dates";
import { demoImage, type FurnitureKind } from "./media";

type Scene = { wall: string; floor: string; pieces: [FurnitureKind, string][] };

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

const BLOG_CATEGORIES = [
  { slug: "buying-guides", name: "Buying Guides" },
  { slug: "interior-ideas", name: "Interior Ideas" },
  { slug: "care-and-maintenance", name: "Care & Maintenance" },
];

const BLOG_POSTS: { slug: string; title: string; category: string; daysAgo: number; scene: Scene; body: string[] }[] = [
  {
    slug: "sheesham-vs-teak-vs-mango-wood",
    title: "Sheesham, Teak or Mango Wood: Which Is Right for Your Home?",
    category: "buying-guides",
    daysAgo: 12,
    scene: {
      wall: "#efe4d6",
      floor: "#8c5a35",
      pieces: [
        ["side-table", "#7a4a2a"],
        ["drawers", "#a0652d"],
        ["trunk", "#b7834f"],
      ],
    },
    body: [
      "Walk into any furniture market in India and three woods come up again and again: sheesham, teak and mango. All three are hardwoods, all three last for decades when they are seasoned well, and yet they behave very differently in a home.",
      "<strong>Sheesham</strong> (Indian rosewood) is dense and heavy with a dramatic, wavy grain. It takes a polish beautifully and resists termites, which is why it is the backbone of most of our beds and dining sets. It does darken a little with age and sunlight, which many people find charming.",
      "<strong>Teak</strong> is the aristocrat. Its natural oils keep out water and insects, so it is the wood of choice for garden furniture and bathroom cabinets. It is also the most expensive of the three, and good Nilambur or Burma teak is getting rarer every year.",
      "<strong>Mango wood</strong> comes from trees that have stopped bearing fruit, which makes it the most sustainable choice. It is lighter and softer than sheesham, with a pale, creamy grain that suits Scandinavian and boho interiors. Keep it away from heavy knocks and it will serve you well.",
      "Our rule of thumb: sheesham for pieces that take daily abuse, teak for anything near water or outdoors, and mango wood for decor, shelves and lighter furniture where the budget matters.",
    ],
  },
  {
    slug: "small-living-room-big-ideas",
    title: "Small Living Room, Big Ideas: Furnishing a 1BHK in Mumbai",
    category: "interior-ideas",
    daysAgo: 34,
    scene: {
      wall: "#e3ece6",
      floor: "#c9a27a",
      pieces: [
        ["ottoman", "#d4a017"],
        ["sofa", "#1e7a5a"],
        ["floor-lamp", "#c39a3c"],
      ],
    },
    body: [
      "A 1BHK in Mumbai often gives you a living room of about 150 square feet that also has to work as a dining room, a home office and, on festival days, a guest bedroom. The good news is that small rooms reward careful choices.",
      "Start with a sofa that has slim arms and raised legs. Seeing the floor under furniture makes a room feel larger. A two seater with a pouffe gives you more flexible seating than a bulky three seater.",
      "Nesting tables are your friend: two tables in the footprint of one, and the smaller one can follow you to the sofa or the balcony. Wall-mounted TV units free up floor space and hide cables at the same time.",
      "Finally, use mirrors and warm light. A sunburst mirror opposite a window doubles the daylight, and a floor lamp in a corner makes evenings cosy without the glare of a tube light.",
    ],
  },
  {
    slug: "caring-for-solid-wood-furniture-in-monsoon",
    title: "How to Care for Solid Wood Furniture in the Monsoon",
    category: "care-and-maintenance",
    daysAgo: 96,
    scene: {
      wall: "#dfe6ea",
      floor: "#9c8a6e",
      pieces: [
        ["planter", "#1e7a5a"],
        ["cabinet", "#7a4a2a"],
        ["vase", "#2f4f7f"],
      ],
    },
    body: [
      "Humidity in much of India crosses 90 percent during the monsoon, and wood, being a natural material, breathes with it. Drawers stick, doors swell and, in the worst case, a white bloom of mould appears on the back of a wardrobe.",
      "Keep furniture a few inches away from external walls so air can circulate. Place a few camphor tablets or silica gel sachets inside wardrobes and drawers to absorb moisture and keep insects away.",
      "Wipe surfaces with a dry cotton cloth, never a wet one, and avoid polishing during the rains: polish traps moisture under the surface. If a drawer sticks, rub a candle along its runners instead of forcing it.",
      "Once the rains are over, give your furniture a coat of good quality wax. It will look as good as new for the festive season.",
    ],
  },
  {
    slug: "choosing-the-right-mattress-size",
    title: "Single, Queen or King? Choosing the Right Bed Size",
    category: "buying-guides",
    daysAgo: 150,
    scene: {
      wall: "#e4e9ef",
      floor: "#b08d6a",
      pieces: [
        ["side-table", "#5c3a21"],
        ["bed", "#8a8d91"],
        ["lamp", "#f2eee6"],
      ],
    },
    body: [
      "Indian bed sizes can be confusing because they do not always match the American or British names. Here is how our sizes work: a Single is 90 x 190 cm, a Double is 120 x 190 cm, a Queen is 150 x 195 cm and a King is 180 x 200 cm.",
      "Measure your room first. You need at least 60 cm of walking space on the sides of the bed that you use, and more if wardrobe doors open towards it.",
      "Couples who share a bed with a child on weekends almost always tell us they wish they had bought the King. If your room can take it, go for it.",
    ],
  },
];

const TESTIMONIALS = [
  {
    name: "Neha Kapoor",
    designation: "Homeowner, Gurugram",
    fill: "#b5502f",
    comment:
      "We furnished our entire 3BHK with Woodnest. The sheesham dining set is the heart of our home now, and their team handled delivery to the 14th floor without a single scratch.",
  },
  {
    name: "Vikram Singh Rathore",
    designation: "Architect, Jaipur",
    fill: "#1f3a5f",
    comment:
      "I specify Woodnest for clients who want real solid wood at honest prices. Their custom team in Jodhpur is responsive and the finishing is consistent.",
  },
  {
    name: "Deepa Krishnan",
    designation: "Teacher, Chennai",
    fill: "#1e7a5a",
    comment:
      "The study table I ordered for my daughter is sturdy and the edges are rounded. Delivery to Chennai took eight days, exactly as promised.",
  },
  {
    name: "Siddharth Bose",
    designation: "Cafe owner, Kolkata",
    fill: "#d4a017",
    comment:
      "We ordered forty cane chairs for our cafe. Two years of daily use and they still look great. The project team even helped us with the layout.",
  },
  {
    name: "Meenakshi Pillai",
    designation: "Homeowner, Kochi",
    fill: "#5c3a21",
    comment:
      "Their swing chair is my favourite spot in the house. Customer support answered on WhatsApp within minutes when I had a question about assembly.",
  },
  {
    name: "Harpreet Gill",
    designation: "Software engineer, Pune",
    fill: "#8a8d91",
    comment:
      "The Ergo Pro chair fixed my back pain from working at home. Great price during the sale, and the installation was free.",
  },
];

const FAQS = [
  [
    "Do you deliver to my pincode?",
    "Enter your pincode on any product page to check. We deliver to most major cities in India; delivery takes 3 to 9 working days depending on the city.",
  ],
  [
    "Is delivery free?",
    "Yes, shipping is free on every order. Orders over Rs 10000 also get free installation by our team.",
  ],
  [
    "Which payment methods do you accept?",
    "You can pay online with UPI, cards, net banking and wallets, or choose Cash on Delivery where it is available.",
  ],
  [
    "Can I cancel my order?",
    "You can cancel an order from My Account within 24 hours of placing it, or at any time before it is shipped. Prepaid orders are refunded to the original payment method within 5 to 7 working days.",
  ],
  [
    "What wood do you use?",
    "Most of our furniture is made from kiln-dried sheesham, teak, mango or acacia wood. Each product page lists the exact material in its specifications.",
  ],
  [
    "Does furniture come assembled?",
    "Smaller pieces arrive ready to use. Beds, wardrobes and large sofas are assembled at your home by our team at no extra cost.",
  ],
  [
    "How do I return a product?",
    "If a product arrives damaged or defective, tell us within 7 days of delivery and we will replace or refund it. See our Returns & Refunds policy for details.",
  ],
  [
    "Do you make custom furniture?",
    "Yes. Our workshop in Jodhpur makes custom sizes and finishes for homes and projects. Write to us from the Contact page with your requirements.",
  ],
];

/** Rich text as the shop stores it: through the cleaner every writer of it uses. */
function html(paragraphs: string[], list?: string[]) {
  return cleanHtml(
    paragraphs.map((p) => `<p>${p}</p>`).join("") +
      (list ? `<ul>${list.map((l) => `<li>${l}</li>`).join("")}</ul>` : ""),
  );
}

export function sceneImage(file: string, width: number, height: number, alt: string, scene: Scene) {
  return demoImage(file, width, height, alt, {
    type: "scene",
    wall: scene.wall,
    floor: scene.floor,
    pieces: scene.pieces.map(([kind, fill]) => ({ kind, fill })),
  });
}

export function buildContent(categorySlugs: string[]) {
  const blogCategories: Insert<typeof schema.blogCategories>[] = BLOG_CATEGORIES.map((c) => ({ id: newId(), ...c }));
  const blogCategoryId = new Map(blogCategories.map((c) => [c.slug, c.id!]));
  const blogPosts: Insert<typeof schema.blogPosts>[] = BLOG_POSTS.map((p) => ({
    id: newId(),
    slug: p.slug,
    title: p.title,
    body: html(p.body),
    blogCategoryId: blogCategoryId.get(p.category)!,
    defaultImage: sceneImage(`blog/${p.slug}`, 1200, 675, p.title, p.scene),
    seoTitle: `${p.title} | Woodnest Blog`,
    seoDescription: p.body[0].slice(0, 150),
    createdAt: daysBeforeBase(p.daysAgo, 0),
    status: "PUBLISHED",
    publishedAt: daysBeforeBase(p.daysAgo, 0),
  }));

  const testimonials: Insert<typeof schema.testimonials>[] = TESTIMONIALS.map((t, position) => ({
    id: newId(),
    name: t.name,
    designation: t.designation,
    comment: t.comment,
    position,
    image: demoImage(`testimonials/${t.name.toLowerCase().replace(/\s+/g, "-")}`, 160, 160, `Portrait of ${t.name}`, {
      type: "avatar",
      initials: t.name
        .split(" ")
        .filter((_, i, all) => i === 0 || i === all.length - 1)
        .map((w) => w[0])
        .join(""),
      fill: t.fill,
    }),
  }));

  const faqs: Insert<typeof schema.faqs>[] = FAQS.map(([question, answer], position) => ({
    id: newId(),
    question,
    answer,
    position,
  }));

  return { blogCategories, blogPosts, testimonials, faqs, siteContent: siteContent(categorySlugs) };
}

const SLIDES: { category: string; title: string; subTitle: string; scene: Scene }[] = [
  {
    category: "living-room",
    title: "Living rooms, made in solid wood",
    subTitle: "Sheesham sofas and coffee tables up to 40% off",
    scene: {
      wall: "#efe4d6",
      floor: "#b08d6a",
      pieces: [
        ["floor-lamp", "#c39a3c"],
        ["sofa", "#1f3a5f"],
        ["coffee-table", "#7a4a2a"],
      ],
    },
  },
  {
    category: "bedroom",
    title: "Sleep like royalty",
    subTitle: "Storage beds and wardrobes handcrafted in Jodhpur",
    scene: {
      wall: "#e4e9ef",
      floor: "#a57c55",
      pieces: [
        ["side-table", "#a0652d"],
        ["bed", "#1e7a5a"],
        ["wardrobe", "#5c3a21"],
      ],
    },
  },
  {
    category: "dining",
    title: "Gather around the table",
    subTitle: "Dining sets for four to six, from Rs 24999",
    scene: {
      wall: "#f1e6d0",
      floor: "#8c5a35",
      pieces: [
        ["dining-chair", "#d4a017"],
        ["dining-table", "#7a4a2a"],
        ["pendant-lamp", "#c2a476"],
      ],
    },
  },
  {
    category: "home-decor",
    title: "The little things",
    subTitle: "Blue pottery, dhurries and brass lamps from Indian artisans",
    scene: {
      wall: "#f3e3dc",
      floor: "#c7a07e",
      pieces: [
        ["vase", "#1f3a5f"],
        ["mirror", "#c39a3c"],
        ["lamp", "#d4a017"],
      ],
    },
  },
];

/** The defaults, and the demo shop's Jodhpur factory as where returns go (the reverse pickup needs one). */
export const DEMO_ORDER_SETTINGS: OrderSettings = {
  codCallAfterHours: DEFAULT_COD_CALL_AFTER_HOURS,
  codMaxOrderAmount: null,
  returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
  returnsName: "Woodnest Jodhpur factory",
  returnsPhone: "9811042424",
  returnsAddress: "Plot 27, Basni Industrial Area Phase II",
  returnsCity: "Jodhpur",
  returnsState: "Rajasthan",
  returnsPincode: "342005",
};

/**
 * The demo shop's GST registration: the Delhi head office (the registered office Contact Us
 * shows). The GSTIN is made up — a PAN-shaped 'AABCW4821K' with the check character computed by
 * validation/gstin.ts — and belongs to nobody.
 */
export const DEMO_GST_SETTINGS: GstSettings = {
  legalName: "Woodnest Furniture & Decor Pvt. Ltd.",
  tradeName: "Woodnest",
  gstin: "07AABCW4821K1Z7",
  addressLine1: "14 Barakhamba Road",
  addressLine2: "Connaught Place",
  city: "New Delhi",
  state: "Delhi",
  pincode: "110001",
  invoicePrefix: "WN",
};

function siteContent(categorySlugs: string[]): Insert<typeof schema.siteContent>[] {
  const shopUrl = (slug: string) => {
    if (!categorySlugs.includes(slug)) throw new Error(`Slide links to unknown category ${slug}`);
    return `/shop/${slug}`;
  };
  const settings = {
    slider: SLIDES.map((s, i) => ({
      image: sceneImage(`slides/slide-${i + 1}`, 1600, 700, s.title, s.scene),
      title: s.title,
      subTitle: s.subTitle,
      webpageUrl: shopUrl(s.category),
    })),
    promotionBanner: [
      {
        image: sceneImage("banners/promo-study", 800, 400, "Work from home in comfort: study and office furniture", {
          wall: "#e3ece6",
          floor: "#b9966f",
          pieces: [
            ["bookshelf", "#a0652d"],
            ["desk", "#5c3a21"],
            ["office-chair", "#2b2b2b"],
          ],
        }),
        webpageUrl: shopUrl("study-office"),
        title: "Work from home in comfort",
        text: "Study tables, office chairs and bookshelves made to last",
        linkLabel: "Shop study & office",
      },
      {
        image: sceneImage("banners/promo-outdoor", 800, 400, "Balcony season: cane sets and swings", {
          wall: "#dfeadf",
          floor: "#9c8a6e",
          pieces: [
            ["planter", "#b8633d"],
            ["swing", "#c9a66b"],
            ["armchair", "#c9a66b"],
          ],
        }),
        webpageUrl: shopUrl("outdoor"),
        title: "Balcony season",
        text: "Cane sets and swings for your favourite corner outdoors",
        linkLabel: "Shop outdoor",
      },
    ],
    offerBanner: [
      {
        image: sceneImage("banners/offer-storage", 800, 400, "Up to 45% off storage", {
          wall: "#ece7df",
          floor: "#b48e66",
          pieces: [
            ["cabinet", "#f2eee6"],
            ["trunk", "#7a4a2a"],
          ],
        }),
        webpageUrl: shopUrl("storage"),
        title: "Up to 45% off storage",
        text: "Cabinets, trunks and shoe racks in solid wood",
        linkLabel: "Shop storage",
      },
      {
        image: sceneImage("banners/offer-decor", 800, 400, "New arrivals in home decor", {
          wall: "#f3e3dc",
          floor: "#c7a07e",
          pieces: [
            ["vase", "#1e7a5a"],
            ["wall-art", "#b8633d"],
            ["floor-lamp", "#c39a3c"],
          ],
        }),
        webpageUrl: shopUrl("home-decor"),
        title: "New arrivals in home decor",
        text: "Vases, wall art and lamps from Indian artisans",
        linkLabel: "Shop home decor",
      },
    ],
    contactUs: {
      supportMobile: "+91 98110 42424",
      whatsappNumber: "+91 98110 42425",
      supportEmail: "support@woodnest.example",
    },
    popupImage: sceneImage(
      "banners/popup-welcome",
      600,
      600,
      "Welcome to Woodnest: 10% off your first order with WELCOME10",
      {
        wall: "#f1e6d0",
        floor: "#a57c55",
        pieces: [
          ["armchair", "#d4a017"],
          ["side-table", "#7a4a2a"],
        ],
      },
    ),
    popupOffer: {
      title: "Welcome to Woodnest",
      text: "10% off your first order with the code WELCOME10",
      linkLabel: "Start shopping",
      webpageUrl: shopUrl("living-room"),
    },
    popupDelay: 10,
  };

  const contactUs = {
    seoTitle: "Contact Woodnest Furniture & Decor",
    seoDescription:
      "Call, write or visit Woodnest in New Delhi. Our factory in Jodhpur makes solid wood furniture for homes and projects across India.",
    seoKeywords: "woodnest contact, furniture store delhi, solid wood furniture jodhpur",
    googleMapUrl:
      "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3502.0!2d77.2167!3d28.6315!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sConnaught%20Place%2C%20New%20Delhi!5e0!3m2!1sen!2sin!4v1700000000000",
    regOfficeAddress: {
      address: "Woodnest Furniture & Decor Pvt. Ltd., 14 Barakhamba Road, Connaught Place, New Delhi, Delhi 110001",
    },
    factoryAddress: { address: "Plot 27, Basni Industrial Area Phase II, Jodhpur, Rajasthan 342005" },
    inquiryEmail: "hello@woodnest.example",
    supportEmail: "support@woodnest.example",
    inquiryNumber: "+91 11 4150 2200",
    supportNumber: "+91 98110 42424",
    facebook: "https://www.facebook.com/woodnest.example",
    twitter: "https://twitter.com/woodnest_example",
    linkedin: "https://www.linkedin.com/company/woodnest-example",
    youtube: "https://www.youtube.com/@woodnest-example",
    instagram: "https://www.instagram.com/woodnest.example",
  };

  const aboutUs = {
    title: "About Woodnest",
    description: html([
      "Woodnest began in 2012 as a small workshop in Jodhpur, where three generations of the Suthar family had been carving sheesham for the city's havelis. Today we are a team of 120 carpenters, upholsterers, polishers and designers, and our furniture sits in more than 40,000 homes across India.",
      "We still make almost everything ourselves. Wood is seasoned in our own kilns, joints are cut the traditional way, and every piece is inspected twice before it leaves the factory.",
    ]),
    whatWeDoTitle: "What we do",
    whatWeDoDescription: html([
      "We design and make solid wood furniture for living rooms, bedrooms, dining rooms and offices, and we source decor from artisan clusters we have worked with for years: blue pottery from Jaipur, dhurries from Panipat, brass from Moradabad and cane from Assam.",
      "Our projects team furnishes apartments, villas, offices, hotels and schools, from a single room to a whole building.",
    ]),
    missionTitle: "Our mission",
    missionDescription: html([
      "To make honest, long-lasting furniture accessible to Indian homes at fair prices, while keeping traditional crafts and the people who practise them in work.",
    ]),
    visionTitle: "Our vision",
    visionDescription: html([
      "A home in every Indian city furnished with pieces that will be handed down, not thrown away.",
    ]),
    seoTitle: "About Woodnest | Solid Wood Furniture Made in India",
    seoDescription: "Woodnest makes solid wood furniture in its own Jodhpur workshop and sells it across India.",
    seoKeywords: "about woodnest, solid wood furniture india, jodhpur furniture makers",
  };

  const policy = (title: string, paragraphs: string[], list?: string[]) => ({
    title,
    description: html(paragraphs, list),
    seoTitle: `${title} | Woodnest`,
    seoDescription: `${title} of Woodnest Furniture & Decor.`,
    seoKeywords: `woodnest ${title.toLowerCase()}`,
  });

  const privacyPolicy = policy(
    "Privacy Policy",
    [
      "This policy explains what personal information Woodnest Furniture & Decor Pvt. Ltd. collects when you use our website, and how we use and protect it.",
      "<strong>What we collect.</strong> Your name, mobile number, email address and delivery addresses when you create an account or place an order; the contents of your cart and wishlist; messages you send us through our forms; and basic technical information such as your browser type.",
      "<strong>How we use it.</strong> To deliver your orders, to send order updates and one-time passwords, to answer your enquiries, and, only if you subscribe, to send our newsletter. We never sell your information.",
      "<strong>Payments.</strong> Online payments are processed by our payment partner. We do not see or store your card or bank details.",
      "<strong>Your choices.</strong> You can update your profile at any time from My Account, unsubscribe from the newsletter with one click, or write to support@woodnest.example to ask us to delete your account.",
    ],
    [
      "We keep order records for as long as tax law requires (currently eight years).",
      "We use a session cookie to keep you signed in; it is not used for advertising.",
      "Questions about privacy can be sent to privacy@woodnest.example.",
    ],
  );

  const termsConditions = policy("Terms & Conditions", [
    "These terms apply to every purchase made on the Woodnest website. By placing an order you agree to them.",
    "<strong>Prices.</strong> All prices are in Indian rupees and include GST. Delivery is free. Prices may change without notice, but the price you pay is the one shown at checkout.",
    "<strong>Orders.</strong> An order is confirmed once payment is received, or once you choose Cash on Delivery and we confirm it. We may cancel an order if a product turns out to be unavailable, in which case any payment is refunded in full.",
    "<strong>Natural materials.</strong> Solid wood, cane and handmade products vary in grain, colour and texture. These variations are the mark of a natural material and are not defects.",
    "<strong>Cancellation.</strong> You may cancel an order within 24 hours of placing it, or at any time before it is shipped.",
    "<strong>Jurisdiction.</strong> These terms are governed by the laws of India, and the courts of New Delhi have jurisdiction.",
  ]);

  const returnRefunds = policy(
    "Returns & Refunds",
    [
      "We want you to love what you buy. If something is not right, here is how we make it right.",
      "<strong>Damaged or defective products.</strong> Inspect your furniture at delivery. If anything is damaged or defective, tell us within 7 days of delivery with photographs, and we will repair, replace or refund it at no cost to you.",
      "<strong>Change of mind.</strong> Decor items can be returned unused in their original packaging within 7 days of delivery. Furniture cannot be returned for a change of mind once it has been assembled.",
      "<strong>Refunds.</strong> Refunds for prepaid orders go back to the original payment method within 5 to 7 working days of the return being picked up. Cash on Delivery orders are refunded by bank transfer.",
    ],
    [
      "Custom-made and clearance products cannot be returned unless they are defective.",
      "To start a return, write to support@woodnest.example or call +91 98110 42424 (Mon-Fri 8AM-10PM, Sat 9AM-8PM).",
    ],
  );

  return [
    { key: "settings", body: settings },
    { key: "contactUs", body: contactUs },
    { key: "aboutUs", body: aboutUs },
    { key: "privacyPolicy", body: privacyPolicy },
    { key: "termsConditions", body: termsConditions },
    { key: "returnRefunds", body: returnRefunds },
    { key: ORDER_SETTINGS_KEY, body: orderSettingsDocument(DEMO_ORDER_SETTINGS, 0) },
    { key: GST_SETTINGS_KEY, body: { ...DEMO_GST_SETTINGS, version: 0 } },
  ];
}
