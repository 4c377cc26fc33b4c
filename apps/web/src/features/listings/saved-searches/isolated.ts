/**
 * A user's text set inside a translated sentence in its own direction (FSI…PDI), so an Arabic name
 * in an English sentence, or the reverse, neither reorders the sentence nor is reordered by it.
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;
