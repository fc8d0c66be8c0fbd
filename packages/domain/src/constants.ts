/** Business constants and limits of docs/product.md §9. */
export const FILE_SIZE_LIMIT_BYTES = 20_971_520; // 20 MB: a file must be strictly under this
export const TOAST_DURATION_MS = 6000;
export const DATA_REFRESH_INTERVAL_MS = 300_000;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFECTIVE_QUANTITY_MIN = 0;
/** The largest defective quantity (a whole number): far above any real batch, far below overflow. */
export const DEFECTIVE_QUANTITY_MAX = 1_000_000_000;
/** The largest amount of money either way, in pounds; amounts have at most 2 decimals (pence). */
export const MONEY_MAX = 100_000_000;
/** The most points a chart keeps (a larger limit means the same as this one). */
export const CHART_LIMIT_MAX = 10_000;
/** The largest number a column filter compares with, either way. */
export const FILTER_NUMBER_MAX = 1e15;

export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 25;
export const INCIDENT_PAGE_SIZES = [50, 100, 200] as const;
export const INCIDENT_DEFAULT_PAGE_SIZE = 100;
export const TABLE_MAX_HEIGHT = 800;

export const DESCRIPTION_ROWS = 8;
export const ATTACHMENT_GALLERY_COLUMNS = 4.5;
export const MOBILE_BREAKPOINT_PX = 600;

export const NOT_PRODUCT_RELATED = 'Not Product Related';
export const PART_NUMBER_NOT_APPLICABLE = 'N/A';
export const DESCRIBE_THE_INCIDENT = 'Describe the incident';

/** Authentication limits (our choices; see docs/decisions). */
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const INVITATION_TTL_DAYS = 7;
