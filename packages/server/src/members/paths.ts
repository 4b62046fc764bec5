/** The members area's visitor paths. */
export const JOIN_API = '/api/members/areas/:areaId/join';
export const LESSON_PROGRESS_PATH = '/api/members/lessons/:itemId/progress';
export const JOIN_PAGE = '/members/join/:areaId';
export const WELCOME_PAGE = '/members/welcome/:areaId';
