export declare const DEBIAN_CHROMIUM: string;
export declare const INSTALL_HINT: string;
export declare function chromiumExecutable(): string | undefined;
