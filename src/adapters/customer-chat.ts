/** The customer-chat widget, booted with an app id and the user's hash. No widget in the embedded default. */
export interface CustomerChat {
  boot(appId: string, userHash: string): void;
  shutdown(): void;
}

export const customerChat: CustomerChat = {
  boot: () => undefined,
  shutdown: () => undefined,
};
