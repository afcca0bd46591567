/** Company-wide constants shown on the site. Social handles are to be confirmed by the company. */
export const SOCIAL_LINKS = [
  { id: "instagram", label: "Instagram", href: "https://www.instagram.com/watts.training" },
  { id: "youtube", label: "YouTube", href: "https://www.youtube.com/@watts.training" },
  { id: "facebook", label: "Facebook", href: "https://www.facebook.com/watts.training" },
] as const;

export const PLAN_DELIVERY_HOURS = 24;
export const PLAN_LENGTH_DAYS = 14;
