import { brand } from '@pitchlens/contracts';
import { APPLICATION_REVIEW_HOURS } from '../../program/program-terms';
import type { EmbeddedFrameProps } from './embedded-frame';

export type ApplyViewName = 'form' | 'schedule';

export interface ApplyViewContent {
  /** Over the view when it takes the form's place. */
  heading?: string;
  note: string;
  /** Asked over the button that swaps the views. */
  question?: string;
  /** The button that swaps to the other view. */
  swapLabel: string;
  swapTo: ApplyViewName;
  frame: EmbeddedFrameProps;
}

export const applyViews: Record<ApplyViewName, ApplyViewContent> = {
  // The external application form; its fields are not ours (spec §3).
  form: {
    note: `Fill in the form below. We review every application within ${APPLICATION_REVIEW_HOURS} hours and reply by email.`,
    question: 'Prefer to talk it through first?',
    swapLabel: 'Schedule Your Founder Interview',
    swapTo: 'schedule',
    frame: {
      src: brand.partnerApplicationFormUrl,
      title: 'Founder Partner application form',
      height: 1995,
      prompt: 'Form not loading?',
      loadingText: 'Loading the application form…',
      linkLabel: 'Open the application form in a new tab',
    },
  },
  // The booking calendar for a founder interview, in place of the form.
  schedule: {
    heading: 'Schedule Your Founder Interview',
    note: 'Pick a time that suits you. We’ll talk through your methodology, your clients and whether the program fits.',
    swapLabel: 'Back to Application Form',
    swapTo: 'form',
    frame: {
      src: brand.schedulingUrl,
      title: 'Founder interview booking calendar',
      height: 700,
      prompt: 'Calendar not showing?',
      loadingText: 'Loading the booking calendar…',
      linkLabel: 'Open the booking page in a new tab',
    },
  },
};
