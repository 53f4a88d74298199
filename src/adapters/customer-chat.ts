import { localAdapters } from './deployment';
/** The customer-chat widget, booted with an app id and the user's hash. The embedded default logs instead. */
export interface CustomerChat {
  boot(appId: string, userHash: string): void;
  shutdown(): void;
}

const consoleChat: CustomerChat = {
  boot: (appId, userHash) => console.info('[chat] boot', JSON.stringify({ appId, userHash })),
  shutdown: () => console.info('[chat] shutdown'),
};

const noopChat: CustomerChat = { boot: () => undefined, shutdown: () => undefined };

export const customerChat: CustomerChat = localAdapters ? consoleChat : noopChat;
