/**
 * The web platform's URL classes, in plain JavaScript, for a first-view renderer: the sandbox's
 * realm has none of the host's objects, and a router's module (react-router) builds a URL as it
 * loads. Evaluated in the renderer's own realm before its entry; a realm with conforming classes
 * keeps its own.
 */
import 'core-js/actual/url';
import 'core-js/actual/url-search-params';
