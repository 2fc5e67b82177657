import type { Recipe } from './recipe';

/** The nine named recipes of the /seeds-recipes sidebar (spec part 2 "Media and content"). */
export const SEEDS_RECIPES: Recipe[] = [
  {
    slug: 'apricot-seed-smoothie',
    name: 'Apricot Seed Smoothie',
    summary: 'The easiest way to start: the kernels disappear into the fruit.',
    yields: 'Serves 1',
    ingredients: [
      '1 cup frozen peaches or apricots',
      '1/2 banana',
      '1 cup coconut water',
      '3 to 4 apricot seeds',
    ],
    steps: [
      'Grind the apricot seeds in a coffee grinder.',
      'Blend them with the fruit and coconut water until smooth.',
    ],
  },
  {
    slug: 'apricot-kernel-milk',
    name: 'Apricot Kernel Milk',
    summary: 'A plant milk with a soft almond and marzipan taste.',
    yields: 'Makes 4 cups',
    ingredients: [
      '1 cup raw almonds, soaked overnight',
      '1 tablespoon apricot kernels',
      '4 cups water',
      '2 pitted dates',
    ],
    steps: [
      'Drain and rinse the almonds.',
      'Blend the almonds, kernels, dates and water on high for 1 minute.',
      'Strain through a nut-milk bag and keep refrigerated for up to 3 days.',
    ],
  },
  {
    slug: 'apricot-seed-granola',
    name: 'Apricot Seed Granola',
    summary: 'Crunchy clusters baked low and slow.',
    yields: 'Makes 5 cups',
    ingredients: [
      '3 cups rolled oats',
      '1/2 cup chopped dried apricots',
      '1/4 cup ground apricot seeds',
      '1/3 cup maple syrup',
      '1/4 cup coconut oil, melted',
    ],
    steps: [
      'Heat the oven to 300 F.',
      'Toss the oats and ground seeds with the syrup and oil and spread on a lined tray.',
      'Bake for 30 to 35 minutes, stirring once, then stir in the apricots and let cool.',
    ],
  },
  {
    slug: 'apricot-kernel-pesto',
    name: 'Apricot Kernel Pesto',
    summary: 'Classic basil pesto with kernels in place of pine nuts.',
    yields: 'Makes 1 cup',
    ingredients: [
      '2 cups fresh basil leaves',
      '2 tablespoons apricot kernels',
      '1/4 cup grated parmesan',
      '1 clove garlic',
      '1/2 cup olive oil',
    ],
    steps: [
      'Pulse the kernels and garlic in a food processor.',
      'Add the basil and parmesan and pulse again.',
      'Pour in the oil with the motor running; season with salt.',
    ],
  },
  {
    slug: 'apricot-seed-energy-balls',
    name: 'Apricot Seed Energy Balls',
    summary: 'Raw date and cashew bites for an afternoon lift.',
    yields: 'Makes 12 balls',
    ingredients: [
      '1 cup pitted dates',
      '1/2 cup raw cashews',
      '2 tablespoons ground apricot seeds',
      '2 tablespoons cacao powder',
    ],
    steps: [
      'Process everything until it forms a sticky dough.',
      'Roll into 12 balls and chill for 30 minutes.',
    ],
  },
  {
    slug: 'apricot-kernel-salad-dressing',
    name: 'Apricot Kernel Salad Dressing',
    summary: 'A creamy, tangy dressing for greens and grain bowls.',
    yields: 'Makes 3/4 cup',
    ingredients: [
      '1 tablespoon ground apricot kernels',
      '1/3 cup olive oil',
      '3 tablespoons apple cider vinegar',
      '1 teaspoon Dijon mustard',
      '1 teaspoon honey',
    ],
    steps: [
      'Shake everything in a jar with a pinch of salt.',
      'Keep in the refrigerator for up to a week; shake before use.',
    ],
  },
  {
    slug: 'apricot-seed-chocolate-bark',
    name: 'Apricot Seed Chocolate Bark',
    summary: 'Dark chocolate scattered with fruit and crushed seeds.',
    yields: 'Makes 16 pieces',
    ingredients: [
      '8 ounces dark chocolate',
      '1/3 cup chopped dried apricots',
      '2 tablespoons crushed apricot seeds',
      'Flaky sea salt',
    ],
    steps: [
      'Melt the chocolate gently and spread it thin on baking paper.',
      'Scatter the apricots, seeds and salt over it.',
      'Let it set in the refrigerator, then break into pieces.',
    ],
  },
  {
    slug: 'apricot-kernel-banana-bread',
    name: 'Apricot Kernel Banana Bread',
    summary: 'A moist loaf that uses up ripe bananas.',
    yields: 'Makes 2 small loaves',
    ingredients: [
      '3 ripe bananas, mashed',
      '1/3 cup melted butter',
      '1/2 cup brown sugar',
      '1 egg',
      '1 1/2 cups all-purpose flour',
      '2 tablespoons ground apricot kernels',
      '1 teaspoon baking soda',
    ],
    steps: [
      'Heat the oven to 300 F and butter two small loaf pans.',
      'Mix the bananas, butter, sugar and egg, then fold in the flour, kernels and soda.',
      'Divide the batter between the pans and bake for 30 to 35 minutes, until a skewer comes out clean.',
    ],
  },
  {
    slug: 'apricot-seed-trail-mix',
    name: 'Apricot Seed Trail Mix',
    summary: 'A no-cook mix for the car, the desk or the trail.',
    yields: 'Makes 4 cups',
    ingredients: [
      '1 cup raw almonds',
      '1 cup dried apricots, halved',
      '1/2 cup pumpkin seeds',
      '1/2 cup dark chocolate chips',
      '1 tablespoon apricot seeds',
    ],
    steps: [
      'Toss everything together.',
      'Keep in an airtight jar and eat a small handful at a time.',
    ],
  },
];
