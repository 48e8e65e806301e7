// ../shared/examples/radix/tuning_from_file.cu: tuning parameters read from
// tuning.csv at compile time with fopen/fgets/strtol (glibc's declarations,
// bound by name to the interpreter's compile-time I/O). The relative path is
// resolved against the source file's directory, not the working directory
// (the RUN lines run in %T). Printed once for three targets; each module
// stores nt * vt for its architecture (1920.0 = 1156579328, 2048.0 =
// 1157627904, 2304.0 = 1158676480).
// REQUIRES: ptxas
// RUN: %circle-rs %S/../../../../shared/examples/radix/tuning_from_file.cu -sm_52 -sm_70 -sm_75 --emit=ptx -o %T/out > %t.stdout
// RUN: %FileCheck %s --check-prefix=ONCE --input-file %t.stdout
// ONCE: loaded 3 tunings from tuning.csv
// ONCE-NOT: loaded
// RUN: %FileCheck %s --check-prefix=SM52 --input-file %T/out/tuning_from_file.sm_52.ptx
// SM52: {{0f44F00000|1156579328}}
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %T/out/tuning_from_file.sm_70.ptx
// SM70: {{0f45000000|1157627904}}
// RUN: %FileCheck %s --check-prefix=SM75 --input-file %T/out/tuning_from_file.sm_75.ptx
// SM75: {{0f45100000|1158676480}}
//
// -MD lists the CSV the meta code read, beside the headers.
// RUN: %circle-rs %S/../../../../shared/examples/radix/tuning_from_file.cu -fsyntax-only -MD -MF %t.d > /dev/null
// RUN: %FileCheck %s --check-prefix=DEPS --input-file %t.d
// DEPS: tuning_from_file.o:
// DEPS: tuning_from_file.cu
// DEPS: radix/tuning.csv
//
// Without tuning.csv beside the source: the program's own message, then
// the error at abort() with the call that led there (the @meta declaration).
// RUN: mkdir -p %T/missing && cp %S/../../../../shared/examples/radix/tuning_from_file.cu %T/missing/
// RUN: %not %circle-rs %T/missing/tuning_from_file.cu -sm_52 -fsyntax-only > /dev/null 2> %t.err
// RUN: %FileCheck %s --check-prefix=MISSING --input-file %t.err
// MISSING: cannot open tuning.csv
// MISSING: tuning_from_file.cu:29:5: error: 'abort' called at compile time
// MISSING: note: the program's last output to stderr: cannot open tuning.csv
// MISSING: tuning_from_file.cu:47:40: note: in compile-time call to 'load_tuning'
// MISSING-NEXT: @meta std::map<int, params_t> tuning = load_tuning("tuning.csv");
