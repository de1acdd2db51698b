// The types of compileMessages.js (plain JavaScript: it runs before anything is built).
import type { Plugin } from 'vite';

export declare function fresh(): boolean;
export declare function compileMessages(): void;
export declare function compileMessagesIfStale(): void;
export declare function messagesPlugin(): Plugin;
