/// <reference types="@rsbuild/core/types" />
declare module '*.html?raw' {
  const content: string;
  export default content;
}
