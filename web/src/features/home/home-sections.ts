/** The page's anchor targets; the floating menu and the sections both read them, so a link cannot point nowhere. */
export const sectionIds = {
  home: 'home',
  product: 'product',
  features: 'features',
  benefits: 'benefits',
  testimonials: 'testimonials',
  pricing: 'pricing',
} as const;

export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];

export const menuItems: { id: SectionId; label: string }[] = [
  { id: sectionIds.home, label: 'Home' },
  { id: sectionIds.product, label: 'Product' },
  { id: sectionIds.features, label: 'Features' },
  { id: sectionIds.benefits, label: 'Benefits' },
  { id: sectionIds.testimonials, label: 'Testimonials' },
  { id: sectionIds.pricing, label: 'Pricing' },
];
