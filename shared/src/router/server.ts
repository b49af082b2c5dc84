/**
 * What a first-view renderer needs of routing, on the server only: the page's location given to
 * the app's routes (`AppRouter` finds it there and draws the route it names). Never imported by
 * the browser's code: the shared browser router stays as small as it is.
 */
export { StaticRouter as ServerRouter } from 'react-router-dom';
