package org.goldilocks.corpus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** One run of the guest Harness over the whole corpus through bin/goldilocks, parsed. */
final class CorpusRun {
    private static final ObjectMapper JSON = new ObjectMapper();

    final Launcher.Result raw;
    final Map<String, JsonNode> results = new HashMap<>();

    /** A run's output as it was (tests of the checks over runs). */
    CorpusRun(Launcher.Result raw) {
        this.raw = raw;
    }

    static CorpusRun of(List<CorpusProgram> programs, List<String> launcherOptions) throws Exception {
        List<String> args = new ArrayList<>(launcherOptions);
        args.add("-cp");
        args.add(Launcher.CORPUS_CLASSES.toString());
        args.add("org.goldilocks.corpus.support.Harness");
        programs.forEach(p -> args.add(p.className()));
        CorpusRun run = new CorpusRun(Launcher.run(args, 1500));
        for (String line : run.raw.stdout().lines().toList()) {
            if (line.startsWith("CORPUS-RESULT ")) {
                JsonNode node = JSON.readTree(line.substring("CORPUS-RESULT ".length()));
                run.results.put(node.get("program").asText(), node);
            }
        }
        return run;
    }

    JsonNode resultOf(CorpusProgram p) {
        JsonNode r = results.get(p.className());
        if (r == null) {
            throw new AssertionError("no result for " + p.className() + " (exit " + raw.exitCode() + "); stderr:\n" + raw.stderr());
        }
        return r;
    }
}
