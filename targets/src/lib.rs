//! Everything circle-rs knows about GPU targets, as data: the embedded device
//! table (generated at build time), user device-configuration files, and
//! compute-capability maps.
