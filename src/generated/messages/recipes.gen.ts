// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "recipes.heading": "Recipes",
  "recipes.intro": "Recipes that suit the habits in our health plans.",
  "recipes.yourHeading": "Recipes for your plan",
  "recipes.yourIntro": "Recipes chosen for the tasks in your plan.",
  "recipes.empty": "There are no recipes for your plan yet.",
  "recipes.backToRecipes": "Back to recipes",
});
