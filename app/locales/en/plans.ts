// Strings of the plan cards (app/features/orders/plan-cards.tsx), sent with every page that offers the
// packs. The figures come from app/content/business.ts.
export default {
  listLabel: "Headshot packs",
  taglines: {
    basic: "A quick, polished refresh for your profile",
    premium: "More looks for applications and LinkedIn",
    ultimate: "The full range, handled first",
  },
  oneTime: "one-time payment",
  photos: "{{count}} headshots",
  styles: { one: "1 style", other: "{{count}} styles" },
  delivery: { hours: "Ready in about {{count}} hours", underHour: "Ready in under an hour" },
  support: {
    email: "Help by e-mail",
    days: { one: "Personal support within 1 business day", other: "Personal support within {{count}} business days" },
  },
  resolution: {
    high: "High-resolution downloads, {{side}}\u00a0×\u00a0{{side}}\u00a0px",
    standard: "Standard resolution, {{side}}\u00a0×\u00a0{{side}}\u00a0px",
  },
  commercialRights: "Commercial usage rights",
  priority: "Priority processing",
  notIncluded: "Not included:",
  buy: "Get {{plan}}",
  unavailable: "Checkout is paused right now. Please write to us and we will help you order.",
};
