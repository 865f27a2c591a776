// The @microsoft/signalr client, behind one module so that its lazy chunk is named after it
// (`signalRClient-<hash>.js`). Imported only with import(), by connection.implementations.ts.
export * from '@microsoft/signalr';
