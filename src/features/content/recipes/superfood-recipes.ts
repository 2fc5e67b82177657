import type { RecipeGroup } from './recipe';

/** The eight recipe groups of /recipes-superfood (spec part 2 "Media and content"), one recipe each. */
export const SUPERFOOD_GROUPS: RecipeGroup[] = [
  {
    slug: 'shakes-and-smoothies',
    title: 'Shakes and Smoothies',
    recipe: {
      slug: 'apricot-sunrise-smoothie',
      name: 'Apricot Sunrise Smoothie',
      summary: 'A bright breakfast smoothie with mango and a spoon of ground kernels.',
      yields: 'Serves 1',
      ingredients: [
        '1 ripe banana',
        '1 cup frozen mango chunks',
        '1 cup almond milk',
        '1 teaspoon ground apricot kernels',
        '1 teaspoon honey (optional)',
      ],
      steps: [
        'Put everything in the blender, liquid first.',
        'Blend on high for about 45 seconds, until smooth.',
        'Pour into a glass and drink at once.',
      ],
    },
  },
  {
    slug: 'muesli',
    title: 'Muesli',
    recipe: {
      slug: 'overnight-apricot-muesli',
      name: 'Overnight Apricot Muesli',
      summary: 'Soaked oats with dried apricots, seeds and kernels: ready when you wake up.',
      yields: 'Serves 2',
      ingredients: [
        '1 cup rolled oats',
        '1/4 cup chopped dried apricots',
        '2 tablespoons pumpkin seeds',
        '2 teaspoons ground apricot kernels',
        '1 1/2 cups oat milk',
        'A handful of fresh berries to serve',
      ],
      steps: [
        'Stir the oats, apricots, seeds and kernels into the oat milk.',
        'Cover and leave in the refrigerator overnight.',
        'Stir again in the morning and top with berries.',
      ],
    },
  },
  {
    slug: 'raw-bars',
    title: 'Raw Bars',
    recipe: {
      slug: 'no-bake-apricot-kernel-bars',
      name: 'No-Bake Apricot Kernel Bars',
      summary: 'Chewy fruit and nut bars that never see the oven.',
      yields: 'Makes 10 bars',
      ingredients: [
        '1 cup pitted dates',
        '1 cup raw almonds',
        '1/2 cup dried apricots',
        '2 tablespoons ground apricot kernels',
        'A pinch of sea salt',
      ],
      steps: [
        'Pulse the almonds in a food processor until coarsely chopped.',
        'Add the dates, apricots, kernels and salt and pulse until the mix sticks together.',
        'Press firmly into a lined 8-inch pan and chill for 2 hours.',
        'Cut into 10 bars; keep them in the refrigerator.',
      ],
    },
  },
  {
    slug: 'frozen-dessert',
    title: 'Frozen Dessert',
    recipe: {
      slug: 'apricot-nice-cream',
      name: 'Apricot Nice Cream',
      summary: 'A creamy dairy-free soft serve made from frozen fruit.',
      yields: 'Serves 3',
      ingredients: [
        '3 ripe bananas, sliced and frozen',
        '1 cup frozen apricot halves',
        '2 tablespoons almond butter',
        '1 teaspoon ground apricot kernels',
      ],
      steps: [
        'Let the frozen fruit stand for 5 minutes.',
        'Blend everything, scraping down the sides, until it looks like soft serve.',
        'Serve at once, or freeze for 1 hour for a firmer scoop.',
      ],
    },
  },
  {
    slug: 'baked-treats',
    title: 'Baked Treats',
    recipe: {
      slug: 'apricot-kernel-shortbread',
      name: 'Apricot Kernel Shortbread',
      summary: 'Buttery rounds with a gentle marzipan note from kernel flour.',
      yields: 'Makes 20 cookies',
      ingredients: [
        '1 cup all-purpose flour',
        '1/2 cup apricot kernel flour',
        '1/2 cup softened butter',
        '1/3 cup coconut sugar',
        'A pinch of salt',
      ],
      steps: [
        'Heat the oven to 300 F and line a baking sheet.',
        'Cream the butter and sugar, then work in both flours and the salt.',
        'Roll out 1/4 inch thick and cut into rounds.',
        'Bake for 15 to 20 minutes, until just golden at the edges.',
      ],
    },
  },
  {
    slug: 'snack-bites',
    title: 'Snack Bites',
    recipe: {
      slug: 'coconut-apricot-energy-bites',
      name: 'Coconut Apricot Energy Bites',
      summary: 'Bite-sized oat balls for the lunch box or the trail.',
      yields: 'Makes 16 bites',
      ingredients: [
        '1 cup rolled oats',
        '1/2 cup almond butter',
        '1/3 cup honey',
        '1/4 cup shredded coconut',
        '2 tablespoons ground apricot kernels',
      ],
      steps: [
        'Stir everything together in a bowl.',
        'Chill the mix for 20 minutes so it is easier to shape.',
        'Roll into 16 balls and keep them in the refrigerator for up to a week.',
      ],
    },
  },
  {
    slug: 'holiday-treats',
    title: 'Holiday Treats',
    recipe: {
      slug: 'apricot-marzipan-stars',
      name: 'Apricot Marzipan Stars',
      summary: 'No-bake marzipan stars dipped in dark chocolate for the festive table.',
      yields: 'Makes 24 stars',
      ingredients: [
        '1 1/2 cups almond flour',
        '2 tablespoons ground apricot kernels',
        '1/2 cup powdered sugar',
        '2 tablespoons aquafaba or 1 egg white',
        '1/2 teaspoon almond extract',
        '3 ounces dark chocolate, melted',
      ],
      steps: [
        'Knead the almond flour, kernels, sugar, aquafaba and extract into a smooth dough.',
        'Roll out 1/4 inch thick between two sheets of baking paper and cut out stars.',
        'Dip one tip of each star in the chocolate and let it set on the paper.',
      ],
    },
  },
  {
    slug: 'pancakes',
    title: 'Pancakes',
    recipe: {
      slug: 'fluffy-apricot-kernel-pancakes',
      name: 'Fluffy Apricot Kernel Pancakes',
      summary: 'Weekend pancakes with a nutty hint, topped with apricot jam.',
      yields: 'Makes 8 pancakes',
      ingredients: [
        '1 cup all-purpose flour',
        '1 tablespoon ground apricot kernels',
        '1 teaspoon baking powder',
        '1 egg',
        '3/4 cup milk',
        '1 tablespoon melted butter, plus butter for the pan',
        'Apricot jam to serve',
      ],
      steps: [
        'Whisk the flour, kernels and baking powder in a bowl.',
        'Beat in the egg, milk and melted butter until just combined.',
        'Cook 1/4 cup of batter at a time on a buttered pan over medium heat, 2 to 3 minutes a side.',
        'Serve warm with apricot jam.',
      ],
    },
  },
];
