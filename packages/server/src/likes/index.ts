export { likeRoutes, LIKE_LIMIT } from './routes.js';
