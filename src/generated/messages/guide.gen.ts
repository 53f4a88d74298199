// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "guide.heading": "How to collect your blood sample",
  "guide.intro": "It takes about 15 minutes. Collect your sample in the morning, on a day you can post it, and before any exercise.",
  "guide.step1.title": "Get ready",
  "guide.step1.body": "Drink two glasses of water in the hour before. Have a warm shower or run your hands under warm water for a few minutes, so blood flows easily.",
  "guide.step2.title": "Check your kit",
  "guide.step2.body": "Lay out the lancets, the collection tube, the plaster, the alcohol wipe and the return envelope. Write your full name and date of birth on the tube’s label.",
  "guide.step3.title": "Prick your finger",
  "guide.step3.body": "Clean the side of your ring or middle fingertip with the wipe and let it dry. Press the lancet firmly against the side of the fingertip until it clicks.",
  "guide.step4.title": "Fill the tube",
  "guide.step4.body": "Point your hand down and let drops fall into the tube until they reach the fill line. Massage gently from the palm towards the finger; don’t squeeze the fingertip.",
  "guide.step5.title": "Close and mix",
  "guide.step5.body": "Put the lid on firmly and turn the tube gently upside down 10 times. Put a plaster on your finger.",
  "guide.step6.title": "Post it the same day",
  "guide.step6.body": "Put the tube in its protective case and the return envelope, and post it the same day, Monday to Thursday, before the last collection.",
  "guide.help": "If the blood stops before the tube is full, use the second lancet on another finger. If you feel faint, sit down and stop.",
  "guide.kitRegistered": "Your kit is registered. Here’s how to collect your sample.",
});
