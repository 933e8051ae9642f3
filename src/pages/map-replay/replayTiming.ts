/** The user-timing names of a track's answer and of the drawing that follows it (the bench reads them from a Chromium trace). */
export const ANSWER_MARK = 'map.replay.answer';
export const DRAWN_MEASURE = 'map.replay.drawn';
