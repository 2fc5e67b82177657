/** The content pages' texts: spec part 2 ("Media and content", §9) verbatim, and our own fallbacks. */
export const CONTENT_TEXT = {
  pageLoading: 'Loading page...',
  pageFailed: 'We could not load this page. Please try again.',
  pageEmpty: 'This page has no content yet.',
  faqTitle: 'Common Questions',
  faqLoading: 'Loading questions...',
  faqFailed: 'We could not load the questions. Please try again.',
  faqEmpty: 'No questions have been added yet.',
  superfoodTitle: 'Superfood Recipes',
  seedsTitle: 'Seeds Recipes',
  /** Spec part 2 §2 /seeds-recipes. */
  moreOnBlog: 'Find more recipes on our blog',
  cookbookLink: 'Download the Recipe Contest Cookbook (PDF)',
  /** Spec part 2 §9: raw-food temperature below about 115 F. */
  rawNote:
    'Raw food is prepared below about 115 F: use no heat at all, or a dehydrator at its lowest setting, so the seeds, nuts and fruit keep their enzymes.',
  /** Spec part 2 §9: baking at 300 F for 8 to 35 minutes. */
  bakingNote:
    'Baking with apricot kernels: bake at 300 F for 8 to 35 minutes, about 8 minutes for thin cookies and up to 35 minutes for bars and loaves. The low oven keeps the kernels from scorching.',
} as const;
