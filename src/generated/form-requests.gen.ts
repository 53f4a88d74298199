// Generated from config/forms, codegen/requests/write-endpoints.ts by `npm run codegen`; do not edit.

export interface FormRequest {
  method: 'POST' | 'PATCH';
  path: string;
  type: string;
}

export const formRequests: Readonly<Record<string, FormRequest>> = {
  "POST /v1/users": {
    method: "POST",
    path: "/v1/users",
    type: "users",
  },
  "PATCH /v1/user": {
    method: "PATCH",
    path: "/v1/user",
    type: "users",
  },
  "PATCH /v1/password": {
    method: "PATCH",
    path: "/v1/password",
    type: "passwords",
  },
  "PATCH /v1/user_preferences/{id}": {
    method: "PATCH",
    path: "/v1/user_preferences/{id}",
    type: "user_preferences",
  },
  "POST /v1/partners/{slug}/account_setup": {
    method: "POST",
    path: "/v1/partners/{slug}/account_setup",
    type: "account_setups",
  },
  "POST /v1/share_links": {
    method: "POST",
    path: "/v1/share_links",
    type: "share_links",
  },
};
