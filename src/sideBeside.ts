/** The side column stands beside the boards (App's stage): predict mode asks its questions there. */
export const SIDE_BESIDE = '(min-width: 1000px) and (min-height: 680px)';
