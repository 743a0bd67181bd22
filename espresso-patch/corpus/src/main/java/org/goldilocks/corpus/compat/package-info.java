/**
 * The library compatibility suite: small driver programs for widely used concurrency libraries from
 * Maven Central (the corpus pom names them), each using its library from several threads and
 * checking its own result, then ending with {@code Workload.finish}'s RESULT line. {@code
 * WorkloadTest} runs them through the launcher; docs/results.md, "Library compatibility", has the
 * table.
 */
package org.goldilocks.corpus.compat;
