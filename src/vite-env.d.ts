/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `true` in a build that carries the state inspector (QA builds). */
  readonly VITE_INSPECT?: string;
}
