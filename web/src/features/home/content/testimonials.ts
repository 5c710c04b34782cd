/** Spec §2: three anonymous quotes, each labelled Enterprise Client. */
export const testimonials: { quote: string; role: string }[] = [
  {
    quote:
      'We used to review maybe one call per rep a month. Now every call is scored against our own playbook, and my one-on-ones start with the exact moment a deal slipped.',
    role: 'VP of Sales',
  },
  {
    quote:
      'Reps stopped dreading call reviews. A minute after they hang up they have a score and three concrete fixes, and they actually use them on the next call.',
    role: 'Sales Manager',
  },
  {
    quote:
      'Scoring against our own methodology was the deciding factor. Other tools told us talk ratios; Pitchlens tells us whether the team ran our process.',
    role: 'Head of Sales Enablement',
  },
];

export const TESTIMONIAL_LABEL = 'Enterprise Client';
