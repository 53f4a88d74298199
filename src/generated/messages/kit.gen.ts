// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "kit.heading": "Register your kit",
  "kit.intro": "Registering links your kit to your account, so your results come to you. You’ll find the code on the card inside your kit.",
  "kit.code.helper": "For example, VK7Q-4M2P-9XTR. Letters and numbers only: spaces and dashes are added for you.",
  "kit.code.required": "Enter the code from your kit",
  "kit.code.format": "Enter the code exactly as it is printed on the card, like VK7Q-4M2P-9XTR",
  "kit.code.unknown": "We can’t find a kit with that code. Check it against the card inside your kit.",
  "kit.code.taken": "This kit has already been registered. If it wasn’t you, please get in touch.",
  "kit.signInHeading": "Sign in or create an account",
  "kit.signInBody": "Your kit code {code} is valid. Sign in, or create an account, to register it to you.",
  "kit.signIn": "Sign in",
  "kit.createAccount": "Create an account",
});
