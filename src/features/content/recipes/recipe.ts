export type Recipe = {
  /** The anchor of the recipe (URL hash on /seeds-recipes). */
  slug: string;
  name: string;
  summary: string;
  /** Servings or yield, e.g. 'Makes 10 bars'. */
  yields: string;
  ingredients: string[];
  steps: string[];
};

/** A group of /recipes-superfood: its heading and one recipe from it. */
export type RecipeGroup = { slug: string; title: string; recipe: Recipe };
