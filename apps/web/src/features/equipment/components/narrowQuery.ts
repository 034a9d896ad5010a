/** Phones: the details and the forms take the whole screen at this width and below. */
export const NARROW_QUERY = '(max-width:600px)';
