// Every unit test runs with the games registered, as every entry point of the program does.
import '../../src/lib/registry/index';
