export declare const TEST_HOOK_EXTENSION: string;
export declare function pageExtensions(env: Record<string, string | undefined>): string[];
export declare function testHookRoutes(manifest: Record<string, string>): string[];
