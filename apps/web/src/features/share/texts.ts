/** What the public share page says (the spec leaves it unworded; issue 5 names these). */
export const SHARE_TEXT = {
  ratingSaved: 'Thanks — your rating was saved.',
  linkGone: 'This link has expired or was revoked.',
  linkGoneHint: 'Ask the person who shared it with you for a new link.',
  noAnswers: 'This candidate has not answered any questions yet.',
  writtenAnswers: 'Written and chosen answers',
  fileWithheld: 'A file, withheld on an anonymised link.',
} as const;
