export type {
  Device,
  DeviceClass,
  Direction,
  EventMap,
  EventName,
  FollowUp,
  GameType,
  Language,
  ModalContent,
  Orientation,
  PlayerUser,
} from './contract';
export { bus, createEventBus, type EventBus } from './bus';
export { isContractCompatible } from './contract-version';
export { initialSnapshot, reduceSnapshot, type ShellSnapshot } from './snapshot';
export { BUS_CONTRACT_VERSION } from './version';
