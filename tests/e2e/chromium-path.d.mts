export declare const DEBIAN_CHROMIUM: string;
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare const INSTALL_HINT: string;
export declare function chromiumExecutable(): string | undefined;
export declare function e2eChromiumExecutable(): string | undefined;
