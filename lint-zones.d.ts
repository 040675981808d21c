/** The types of lint-zones.js, for the scripts that read its order of the domains. */
export declare const DOMAIN_ORDER: readonly string[];
export declare const TEST_FILES: string[];
export declare function shopZones(): unknown[];
export declare function testZones(): unknown[];
