/** Page width of the answer view and its toolbar. */
export const VIEW_MAX_WIDTH = 1040;
