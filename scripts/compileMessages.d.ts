// The types of compileMessages.js (plain JavaScript: it runs before anything is built).
import type { Plugin } from 'vite';

export declare function fresh(start?: string[]): boolean;
export declare function compileMessages(options?: { force?: boolean }): boolean;
export declare function compileMessagesIfStale(): boolean;
export declare function messagesPlugin(): Plugin;
