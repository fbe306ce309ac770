// Imported first by the entry points: libraries read NODE_ENV when they load (graphql-js, for one,
// runs slower development checks on every field unless it says production).
process.env.NODE_ENV ??= "production";
