/**
 * What the free pitch breakdown holds (spec §2): the one place its figures
 * live, so every page, title and email quotes the same ones.
 */
export const BREAKDOWN_ROWS = 170;
export const PITCH_MINUTES = 167;
export const NAMED_TECHNIQUES = '47+';
