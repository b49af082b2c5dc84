import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';

function Placeholder() {
  return <div data-shell-app="bottom-nav" />;
}

const lifecycles = singleSpaReact({ React, ReactDOMClient, rootComponent: Placeholder });
export const { bootstrap, mount, unmount } = lifecycles;
