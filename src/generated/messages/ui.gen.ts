// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "ui.change": "Change",
  "ui.banner.success": "Success",
  "ui.banner.important": "Important",
  "ui.breadcrumbs": "Breadcrumb",
  "ui.errorTitlePrefix": "Error: ",
});
